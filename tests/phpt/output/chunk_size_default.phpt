--TEST--
chunk_size flushes the default handler when reached
--FILE--
<?php
ob_start(null, 10);
echo "12345";
$a = ob_get_length();
echo "678901234";
$b = ob_get_length();
echo "ab";
$c = ob_get_length();
ob_end_clean();
echo "\n";
var_dump($a, $b, $c);
--EXPECT--
12345678901234
int(5)
int(0)
int(2)
