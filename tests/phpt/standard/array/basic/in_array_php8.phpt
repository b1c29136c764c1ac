--TEST--
in_array() with php 8 string/number rules
--FILE--
<?php
var_dump(in_array('abc', [0]));
var_dump(in_array(0, ['abc']));
var_dump(in_array('1e1', ['10']));
var_dump(in_array(null, [0]));
--EXPECT--
bool(false)
bool(false)
bool(true)
bool(true)
