--TEST--
__FILE__ and __DIR__ of the main script
--FILE--
<?php
echo __FILE__, "\n";
echo __DIR__, "\n";
echo __LINE__, "\n";
var_dump(__FUNCTION__);
--EXPECTF--
%s
%s
4
string(0) ""
