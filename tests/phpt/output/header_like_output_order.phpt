--TEST--
output order with nested get_clean and echo
--FILE--
<?php
ob_start();
echo "1";
ob_start();
echo "2";
$two = ob_get_clean();
echo "3";
$all = ob_get_clean();
echo $two, $all, "\n";
--EXPECT--
213
