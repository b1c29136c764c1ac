--TEST--
a delimiter that is already special is escaped once
--FILE--
<?php
var_dump(preg_quote('a.b', '.'));
--EXPECT--
string(4) "a\.b"
