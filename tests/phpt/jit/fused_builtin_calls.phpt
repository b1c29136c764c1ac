--TEST--
JIT: fused calls of built-ins without a fast form in hot loops (warnings and errors from inside with their lines, undefined and by-reference arguments, temporaries, dropped results, a destructor run by the result's store)
--FILE--
<?php
// Fused calls of built-ins without a fast form in hot loops: warnings
// and errors from inside (with their lines), undefined and by-reference
// arguments, temporaries, dropped results, destructors run by the store.
class D { public function __destruct() { echo "destructed\n"; } }
set_error_handler(function ($no, $msg, $file, $line) { echo "E($line): $msg\n"; return true; });
$s = 0; $word = "hello world"; $sep = " ";
for ($i = 0; $i < 3000; $i++) {
    $s += strlen(ucwords($word, $sep));
    $r = &$word;
    $s += strlen(lcfirst($r));
    unset($r);
    $s += strlen(nl2br("a\nb" . $i));
    ucfirst($word);
    if ($i == 1200) {
        $s += strlen(lcfirst($nope));
    }
    if ($i == 1500) {
        try {
            $s += array_sum(array_fill(0, -1, $i));
        } catch (ValueError $e) {
            echo "line ", $e->getLine(), ": ", $e->getMessage(), "\n";
        }
    }
    if ($i == 1800) {
        $s += (int) hex2bin("abc");
    }
    if ($i == 2000) {
        $x = new D();
        $x = wordwrap("a b", 1);
        echo "after\n";
    }
}
echo $s, "\n";
--EXPECT--
E(16): Undefined variable $nope
E(16): lcfirst(): Passing null to parameter #1 ($string) of type string is deprecated
line 20: array_fill(): Argument #2 ($count) must be greater than or equal to 0
E(26): hex2bin(): Hexadecimal input string must have an even length
destructed
after
103890
