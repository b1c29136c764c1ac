--TEST--
hash_init/hash_update/hash_final with whirlpool
--FILE--
<?php
$a = 'whirlpool';
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
c768f5bddd5dd167701bc4a62b4f50c826153e1fc05c76bf076857deb8fd687efe2a92d54800f5415edeaa660d1e69968e50b5ae692a6f8d38a67b6456067a96
c768f5bddd5dd167701bc4a62b4f50c826153e1fc05c76bf076857deb8fd687efe2a92d54800f5415edeaa660d1e69968e50b5ae692a6f8d38a67b6456067a96
66b4efb85c409d9e289c6147e607e04af9a35e6040429bc23dd21c7321131777491e64f86122ba7b94b51dec10888515e06186bf47d7631ba32137f979c89023
66b4efb85c409d9e289c6147e607e04af9a35e6040429bc23dd21c7321131777491e64f86122ba7b94b51dec10888515e06186bf47d7631ba32137f979c89023
