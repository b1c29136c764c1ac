--TEST--
UTF-8 text passes through
--FILE--
<?php
var_dump(preg_quote('héllo (wörld)'));
--EXPECT--
string(17) "héllo \(wörld\)"
