--TEST--
hash_hmac() with ripemd160
--FILE--
<?php
$a = 'ripemd160';
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
ce21db67993ef780d55c61bde46dcf53ecf0e138
44d86b658a3e7cbc1a2010848b53e35c917720ca
e9064cf6d073f5868cb56d41efbf2fe903ba5005
ce21db67993ef780d55c61bde46dcf53ecf0e138
ce21db67993ef780d55c61bde46dcf53ecf0e138
