--TEST--
(int) cast of every type
--FILE--
<?php
var_dump((int)"12abc", (int)"abc", (int)" 12", (int)"1e3", (int)1.9, (int)-1.9, (int)true, (int)null, (int)[], (int)[0], (int)"0x1A", (int)"012", (int)"  -7  ");
--EXPECT--
int(12)
int(0)
int(12)
int(1000)
int(1)
int(-1)
int(1)
int(0)
int(0)
int(1)
int(0)
int(12)
int(-7)
