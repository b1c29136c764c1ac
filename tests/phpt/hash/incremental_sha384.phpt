--TEST--
hash_init/hash_update/hash_final with sha384
--FILE--
<?php
$a = 'sha384';
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
bda27ceadcb7165aa418f4af8f43ae1fdad9878c099297cb6b44f7b0af4e5f92d0d05b22ee247033b0468706a9f97f19
bda27ceadcb7165aa418f4af8f43ae1fdad9878c099297cb6b44f7b0af4e5f92d0d05b22ee247033b0468706a9f97f19
ab4d414726d3d1e03091fa74d930c9ca389be4c325fe487dcba7bd91de67f86dceb6d99197ae42f9770071616b29c277
ab4d414726d3d1e03091fa74d930c9ca389be4c325fe487dcba7bd91de67f86dceb6d99197ae42f9770071616b29c277
