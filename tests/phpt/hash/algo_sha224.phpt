--TEST--
hash() with sha224
--FILE--
<?php
$a = 'sha224';
foreach (['', 'a', 'abc', 'message digest', str_repeat('The quick brown fox jumps over the lazy dog. ', 30), "\0\x80\xff"] as $s) {
    echo hash($a, $s), "\n";
}
echo bin2hex(hash($a, 'abc', true)), "\n";
var_dump(strlen(hash($a, 'abc', true)));
?>
--EXPECT--
d14a028c2a3a2bc9476102bb288234c415a2b01f828ea62ac5b3e42f
abd37534c7d9a2efb9465de931cd7055ffdb8879563ae98078d6d6d5
23097d223405d8228642a477bda255b32aadbce4bda0b3f7e36c9da7
2cb21c83ae2f004de7e81c3c7019cbcb65b71ab656b22d6d0c39b8eb
9fbc4325f86ecb4abf0a8572e7da817c8e247baf7b31926546cba18e
dbd8a40778a553071c0c875c4d059a4959dc2b727f03ab77c0f07355
23097d223405d8228642a477bda255b32aadbce4bda0b3f7e36c9da7
int(28)
