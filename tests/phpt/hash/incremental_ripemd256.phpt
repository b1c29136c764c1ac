--TEST--
hash_init/hash_update/hash_final with ripemd256
--FILE--
<?php
$a = 'ripemd256';
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
3fbe4fdc3051cb9a96eb5610531900fa718c66eff4d02fd6359334b4d112c924
3fbe4fdc3051cb9a96eb5610531900fa718c66eff4d02fd6359334b4d112c924
cba5596c4c1f734b928370362ac9c3f86a7cc1f79e361a036d1d1063e2c910f3
cba5596c4c1f734b928370362ac9c3f86a7cc1f79e361a036d1d1063e2c910f3
