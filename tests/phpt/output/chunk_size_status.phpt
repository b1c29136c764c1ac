--TEST--
chunk sizes in ob_get_status (negative is 0, sizes rounded)
--FILE--
<?php
foreach ([-5, 0, 1, 2, 4095, 4096, 5000] as $n) {
    ob_start(null, $n);
    $s = ob_get_status();
    ob_end_clean();
    echo $n, ': ', $s['chunk_size'], ' ', $s['buffer_size'], "\n";
}
--EXPECT--
-5: 0 16384
0: 0 16384
1: 1 16384
2: 2 4096
4095: 4095 4096
4096: 4096 8192
5000: 5000 8192
