--TEST--
ob_get_length counts bytes of the top buffer
--FILE--
<?php
var_dump(ob_get_length());
ob_start();
echo "héllo";
ob_start();
echo "ab";
$inner = ob_get_length();
ob_end_flush();
$outer = ob_get_length();
ob_end_clean();
var_dump($inner, $outer);
--EXPECT--
bool(false)
int(2)
int(8)
