--TEST--
crc32() and crc32b at every length around the 16- and 64-byte blocks of the folding code, whole and in uneven pieces
--FILE--
<?php
$data = '';
for ($i = 0; $i < 300; $i++) {
    $data .= chr(($i * 131 + 7) & 255);
}
$line = [];
foreach ([0, 1, 15, 16, 17, 31, 32, 63, 64, 65, 127, 128, 129, 191, 192, 255, 256, 257, 300] as $n) {
    $s = substr($data, 0, $n);
    $line[] = $n . ':' . crc32($s);
    if (sprintf('%08x', crc32($s)) !== hash('crc32b', $s)) {
        echo "crc32 and crc32b differ at $n\n";
    }
}
echo implode(' ', $line), "\n";
foreach ([1, 3, 16, 63, 64, 100] as $piece) {
    $ctx = hash_init('crc32b');
    foreach (str_split($data, $piece) as $p) {
        hash_update($ctx, $p);
    }
    echo $piece, ' ', hash_final($ctx), "\n";
}
// a text larger than the CPU's folding blocks, as crc32 sees it in a loop
$big = str_repeat("The quick brown fox jumps over the lazy dog. ", 5000);
echo crc32($big), ' ', crc32($big . 'x'), ' ', crc32(substr($big, 1)), "\n";
?>
--EXPECT--
0:0 1:1281784366 15:2759205142 16:3934149480 17:691854771 31:3008404562 32:4038306216 63:863175104 64:954522549 65:1815157574 127:2188821910 128:3431033632 129:2591840429 191:1066574047 192:1482208449 255:397228840 256:225815925 257:1812236848 300:3245517796
1 c172abe4
3 c172abe4
16 c172abe4
63 c172abe4
64 c172abe4
100 c172abe4
4218798791 2301047890 3906330114
