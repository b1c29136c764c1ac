--TEST--
hash_hmac() with the RFC 4231 test case 2
--FILE--
<?php
echo hash_hmac('sha224', 'what do ya want for nothing?', 'Jefe'), "\n";
echo hash_hmac('sha256', 'what do ya want for nothing?', 'Jefe'), "\n";
echo hash_hmac('sha384', 'what do ya want for nothing?', 'Jefe'), "\n";
echo hash_hmac('sha512', 'what do ya want for nothing?', 'Jefe'), "\n";
?>
--EXPECT--
a30e01098bc6dbbf45690f3a7e9e6d0f8bbea2a39e6148008fd05e44
5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843
af45d2e376484031617f78d2b58a6b1b9c7ef464f5a01b47e42ec3736322445e8e2240ca5e69e2c78b3239ecfab21649
164b7a7bfcf819e2e395fbe73b56e0a387bd64222e831fd610270cd7ea2505549758bf75c05a994a6d034f65f8f0e6fdcaeab1a34d4a6b4b636e070a38bce737
