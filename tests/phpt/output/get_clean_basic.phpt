--TEST--
ob_get_clean returns and removes the buffer
--FILE--
<?php
ob_start();
echo "one ", 2, " three";
$s = ob_get_clean();
var_dump($s, ob_get_level());
--EXPECT--
string(11) "one 2 three"
int(0)
