--TEST--
hash() with sha3-256
--FILE--
<?php
$a = 'sha3-256';
foreach (['', 'a', 'abc', 'message digest', str_repeat('The quick brown fox jumps over the lazy dog. ', 30), "\0\x80\xff"] as $s) {
    echo hash($a, $s), "\n";
}
echo bin2hex(hash($a, 'abc', true)), "\n";
var_dump(strlen(hash($a, 'abc', true)));
?>
--EXPECT--
a7ffc6f8bf1ed76651c14756a061d662f580ff4de43b49fa82d80a4b80f8434a
80084bf2fba02475726feb2cab2d8215eab14bc6bdd8bfb2c8151257032ecd8b
3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532
edcdb2069366e75243860c18c3a11465eca34bce6143d30c8665cefcfd32bffd
feea2d9e8bf7dde15d79c1cb2560552edb8f357cd1936a5bba02422453bc6511
cbdbcb3530d5d18e73597c26b9d6eb656d6776348be57d988f4342566a71ff11
3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532
int(32)
