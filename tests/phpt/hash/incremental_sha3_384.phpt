--TEST--
hash_init/hash_update/hash_final with sha3-384
--FILE--
<?php
$a = 'sha3-384';
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
29a4d9bc40b7d28a8c18fbd96c4e232539488755748e1e9b05b536de01016ec86e01528c2e3468373c4010befcc2bdfa
29a4d9bc40b7d28a8c18fbd96c4e232539488755748e1e9b05b536de01016ec86e01528c2e3468373c4010befcc2bdfa
3f290a57b55cb61bfb44e6b04de8f4cc0dc31898188a241fbdff46e37ad9c9a3886cda072bf46c4cb7e7d83f9a70eaf8
3f290a57b55cb61bfb44e6b04de8f4cc0dc31898188a241fbdff46e37ad9c9a3886cda072bf46c4cb7e7d83f9a70eaf8
