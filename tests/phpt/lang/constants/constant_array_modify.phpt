--TEST--
Modifying a constant array element is an error
--FILE--
<?php
const ARR = [1, 2];
$copy = ARR;
$copy[] = 3;
var_dump(count(ARR), count($copy));
--EXPECT--
int(2)
int(3)
