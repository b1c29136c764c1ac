--TEST--
var_export leaves newlines and tabs raw
--FILE--
<?php
var_export("line1\nline2\tend"); echo "\n";
--EXPECT--
'line1
line2	end'
