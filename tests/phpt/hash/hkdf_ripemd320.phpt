--TEST--
hash_hkdf() with ripemd320
--FILE--
<?php
$a = 'ripemd320';
echo bin2hex(hash_hkdf($a, 'key')), "\n";
echo bin2hex(hash_hkdf($a, 'key', 10)), "\n";
echo bin2hex(hash_hkdf($a, 'key', 100, 'info', 'salt')), "\n";
?>
--EXPECT--
2961532f9955e1e4e559c199d66a0b94acd238dad73dde3dbdabc3ca081bfc37edceaba638f75c94
2961532f9955e1e4e559
2f76e458732ec3d8ed6225f0ae083ee90e49f66ab395d16607624e1fc5663b2917d1512ba9f4af46bb8bf44e4c2227b64e3ca4e6daf01c1320c3919d7b89ef8bcc35cd05f9994676f9f15aaa69cddcb886c094e2a957f25b3627963c115d1f04d8eb29a1
