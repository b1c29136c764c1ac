--TEST--
ob_start buffers echo until ob_end_clean
--FILE--
<?php
var_dump(ob_start());
echo "hidden";
$c = ob_get_contents();
var_dump(ob_end_clean());
var_dump($c);
--EXPECT--
bool(true)
string(17) "bool(true)
hidden"
