--TEST--
sprintf mixing positional and sequential arguments
--FILE--
<?php
var_dump(sprintf('%s %1$s %s', 'a', 'b'));
--EXPECT--
string(5) "a a b"
