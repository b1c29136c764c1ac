--TEST--
levels and names in the full status
--FILE--
<?php
ob_start();
ob_start(fn($b) => $b);
ob_start(null, 8192);
$all = ob_get_status(true);
ob_end_clean(); ob_end_clean(); ob_end_clean();
foreach ($all as $s) echo $s['level'], ' ', $s['name'], ' ', $s['type'], ' ', $s['chunk_size'], ' ', $s['buffer_size'], "\n";
--EXPECT--
0 default output handler 0 0 16384
1 Closure::__invoke 1 0 16384
2 default output handler 0 8192 12288
