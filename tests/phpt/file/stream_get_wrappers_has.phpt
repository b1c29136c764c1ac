--TEST--
stream_get_wrappers lists php and file
--FILE--
<?php
$w = stream_get_wrappers();
var_dump(in_array('php', $w), in_array('file', $w));
--EXPECT--
bool(true)
bool(true)
