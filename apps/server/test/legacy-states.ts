/**
 * A state as the version 2 encoder wrote it (compact JSON text, before the byte form): a power
 * plant and a coal mine, one operator on the coal mine. `money` holds the columns kept beside it.
 */
export const VERSION_2_STATE = `[2,[0,0,108.25,0],[["power-plant-id",5,1,1,0.998198919784,1500000,0,3,null,-1,0],["coal-mine-id",2,1,1,0.998198919784,300000,0,3,null,-1,0]],[["w1",0,1,200,86,1,0]],2399460291,[2,0,[0,0,1,0,0,1],[0,0,12,0],[0,0,0,0],9.001620324000001],[1795435200000,null,null,null,null,null,null,null,null],[20780,"D20780-PRODUCE_STEEL_BAR",0,null,null],[0,0,0,0]]`;
export const VERSION_2_MONEY = { tick: 3, cash: 3182310, debt: 0 };
