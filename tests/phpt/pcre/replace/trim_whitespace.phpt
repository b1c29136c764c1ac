--TEST--
collapse and trim whitespace
--FILE--
<?php
var_dump(preg_replace(['/\s+/', '/^ | $/'], [' ', ''], "  a \t b\n\nc  "));
--EXPECT--
string(5) "a b c"
