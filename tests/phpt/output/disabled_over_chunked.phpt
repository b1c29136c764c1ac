--TEST--
a disabled handler over a chunked default buffer
--FILE--
<?php
ob_start(null, 3);
ob_start(fn($b) => false);
echo "abcd";
echo "e";
$s = ob_get_status(true);
ob_end_flush();
ob_end_flush();
echo "\n";
foreach ($s as $e) echo $e['level'], ' ', $e['flags'], ' ', $e['buffer_size'], ' ', $e['buffer_used'], "\n";
--EXPECT--
abcde
0 112 4096 0
1 113 16384 5
