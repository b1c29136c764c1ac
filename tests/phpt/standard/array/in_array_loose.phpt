--TEST--
in_array loose comparison
--FILE--
<?php
var_dump(in_array('1', [1, 2, 3]));
var_dump(in_array(0, ['a', 'b']));
var_dump(in_array('abc', [0]));
var_dump(in_array(null, [0]));
var_dump(in_array(null, ['']));
var_dump(in_array('1e1', ['10']));
var_dump(in_array(true, ['x']));
--EXPECT--
bool(true)
bool(false)
bool(false)
bool(true)
bool(true)
bool(true)
bool(true)
