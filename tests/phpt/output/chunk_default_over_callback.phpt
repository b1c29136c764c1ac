--TEST--
a chunked default handler feeding a chunked callback
--FILE--
<?php
ob_start(fn($b, $p) => "[$p:$b]", 2);
ob_start(null, 4);
echo "a"; echo "bcd"; echo "efghi";
$s = ob_get_status(true);
ob_end_flush();
ob_end_flush();
echo "\n";
foreach ($s as $e) echo $e['level'], ' ', $e['name'], ' ', $e['flags'], ' ', $e['buffer_used'], "\n";
--EXPECT--
[1:abcd][0:efghi][8:]
0 Closure::__invoke 20593 0
1 default output handler 20592 0
