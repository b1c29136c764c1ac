--TEST--
in_array() strict with ints and floats
--FILE--
<?php
var_dump(in_array(1, [1.0], true));
var_dump(in_array(1, [true], true));
var_dump(in_array('a', ['a'], true));
--EXPECT--
bool(false)
bool(false)
bool(true)
