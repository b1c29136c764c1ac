--TEST--
hash_copy() of an HMAC context
--FILE--
<?php
$a = hash_init('sha1', HASH_HMAC, 'secret');
hash_update($a, 'ab');
$b = hash_copy($a);
hash_update($b, 'c');
echo hash_final($a), "\n", hash_hmac('sha1', 'ab', 'secret'), "\n";
echo hash_final($b, true) === hash_hmac('sha1', 'abc', 'secret', true) ? "same\n" : "different\n";
?>
--EXPECT--
b53e512b7ca94db1d46be00fe9f903e324f471d0
b53e512b7ca94db1d46be00fe9f903e324f471d0
same
