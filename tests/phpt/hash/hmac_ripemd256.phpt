--TEST--
hash_hmac() with ripemd256
--FILE--
<?php
$a = 'ripemd256';
echo hash_hmac($a, 'data', 'key'), "\n";
echo hash_hmac($a, '', ''), "\n";
echo hash_hmac($a, 'data', str_repeat('k', 200)), "\n";
echo bin2hex(hash_hmac($a, 'data', 'key', true)), "\n";
$c = hash_init($a, HASH_HMAC, 'key');
hash_update($c, 'da');
hash_update($c, 'ta');
echo hash_final($c), "\n";
?>
--EXPECT--
a19d8775051613cd526cabf992eadd005d1debfdb7dcea191fc616f7adca8763
965c203c6dc600e5b1bedf9186a1e6d0a3c6f6c8661fcc3fef4929a3bd8232bb
cbd11598c49d4807d724dfb6455a62176c6c2a6d08ee42f63bf881680762fb99
a19d8775051613cd526cabf992eadd005d1debfdb7dcea191fc616f7adca8763
a19d8775051613cd526cabf992eadd005d1debfdb7dcea191fc616f7adca8763
