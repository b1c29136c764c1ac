--TEST--
callback phases for flush, clean and end
--FILE--
<?php
$log = [];
ob_start(function ($b, $p) use (&$log) { $log[] = [$p, $b]; return "<$b>"; });
echo "a";
ob_flush();
echo "b";
ob_flush();
echo "c";
ob_clean();
echo "d";
ob_end_flush();
echo "\n";
foreach ($log as [$p, $b]) echo "$p:$b\n";
--EXPECT--
<a><b><d>
5:a
4:b
2:c
8:d
