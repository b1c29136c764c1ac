--TEST--
memory_get_usage(true) returns a positive int
--FILE--
<?php
var_dump(is_int(memory_get_usage(true)));
var_dump(memory_get_usage(true) > 0);
var_dump(memory_get_peak_usage(true) > 0);
--EXPECT--
bool(true)
bool(true)
bool(true)
