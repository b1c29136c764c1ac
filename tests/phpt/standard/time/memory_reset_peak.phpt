--TEST--
memory_reset_peak_usage returns null
--FILE--
<?php
var_dump(memory_reset_peak_usage());
var_dump(memory_get_peak_usage() > 0);
--EXPECT--
NULL
bool(true)
