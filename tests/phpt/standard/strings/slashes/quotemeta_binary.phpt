--TEST--
quotemeta with NUL bytes
--FILE--
<?php
var_dump(bin2hex(quotemeta("a\0.b")));
--EXPECT--
string(10) "61005c2e62"
