--TEST--
hash_init/hash_update/hash_final with sha3-512
--FILE--
<?php
$a = 'sha3-512';
$data = str_repeat('0123456789abcdef', 37) . 'tail';
$ctx = hash_init($a);
foreach (str_split($data, 7) as $chunk) hash_update($ctx, $chunk);
$copy = hash_copy($ctx);
hash_update($copy, 'more');
echo hash_final($ctx), "\n";
echo hash($a, $data), "\n";
echo hash_final($copy), "\n";
echo hash($a, $data . 'more'), "\n";
?>
--EXPECT--
1f9482c7302ca48c36fe3cac242d2cd15e1a795f0b81cf73790b757e13f7f83f1d3a59c6722a9174ac2fe407db10fecac55ddebd1d19160e4c7e0756c2c38ad3
1f9482c7302ca48c36fe3cac242d2cd15e1a795f0b81cf73790b757e13f7f83f1d3a59c6722a9174ac2fe407db10fecac55ddebd1d19160e4c7e0756c2c38ad3
c0d623b09c6f04fefa684b96aebe951fd94460df31b78f6ef9ddf63701720023bd15c839f9b599433e910270b2a6d82c44de2b7f9457075dfbd0c799d64c5480
c0d623b09c6f04fefa684b96aebe951fd94460df31b78f6ef9ddf63701720023bd15c839f9b599433e910270b2a6d82c44de2b7f9457075dfbd0c799d64c5480
