--TEST--
output_buffering=0 starts no buffer
--INI--
output_buffering=0
--FILE--
<?php
var_dump(ob_get_level());
--EXPECT--
int(0)
