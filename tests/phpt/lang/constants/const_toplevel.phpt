--TEST--
Top-level const declarations
--FILE--
<?php
const A = 1;
const B = A + 1, C = 'c' . B;
const LST = ['x', 'y'];
var_dump(A, B, C, LST[0]);
--EXPECT--
int(1)
int(2)
string(2) "c2"
string(1) "x"
