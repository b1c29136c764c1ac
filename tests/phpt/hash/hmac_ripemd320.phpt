--TEST--
hash_hmac() with ripemd320
--FILE--
<?php
$a = 'ripemd320';
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
76f93ba58997ced967fba3703ee3124de0234b6d01da9cace15c2bbcbd5c200afbbd019eaa01932a
9e16b99babb1d49ee2e621f1e771892512ff3c2464f740119de03ddc9a563aa473e75bc26829aeee
387d52ce3a83a38e23a02b44d393f0948129f468096c2fbfd1b7381a8446164825e181e3a9f14c5b
76f93ba58997ced967fba3703ee3124de0234b6d01da9cace15c2bbcbd5c200afbbd019eaa01932a
76f93ba58997ced967fba3703ee3124de0234b6d01da9cace15c2bbcbd5c200afbbd019eaa01932a
