--TEST--
var_export escapes quotes and backslashes
--FILE--
<?php
var_export("it's"); echo "\n";
var_export('back\\slash'); echo "\n";
var_export('"double"'); echo "\n";
var_export('\\\''); echo "\n";
--EXPECT--
'it\'s'
'back\\slash'
'"double"'
'\\\''
