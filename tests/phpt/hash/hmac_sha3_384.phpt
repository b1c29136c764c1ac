--TEST--
hash_hmac() with sha3-384
--FILE--
<?php
$a = 'sha3-384';
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
69465d6f27e85d5358cfee63024c882c78468628325287689e58d41d227e5d15cbe251fd82bc5ed925df37ed83b907b0
adca89f07bbfbeaf58880c1572379ea2416568fd3b66542bd42599c57c4567e6ae086299ea216c6f3e7aef90b6191d24
da0c0b94a52cffe4271f0cf18f2d01b9f43586281961e34d175065abf672ef9e25661e76e595324eb5b03c8ab191f9cd
69465d6f27e85d5358cfee63024c882c78468628325287689e58d41d227e5d15cbe251fd82bc5ed925df37ed83b907b0
69465d6f27e85d5358cfee63024c882c78468628325287689e58d41d227e5d15cbe251fd82bc5ed925df37ed83b907b0
