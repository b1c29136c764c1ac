--TEST--
stripslashes undoes addslashes
--FILE--
<?php
$s = "it's a \"test\" \\ with \0 nul";
var_dump(stripslashes(addslashes($s)) === $s);
--EXPECT--
bool(true)
