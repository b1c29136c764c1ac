--TEST--
a small tokenizer with alternation and named groups
--FILE--
<?php
$src = 'x = 12 + foo(3, "s")';
preg_match_all('/(?<num>\d+)|(?<id>[a-z]+)|(?<str>"[^"]*")|(?<op>[-+=(),])/', $src, $m, PREG_SET_ORDER | PREG_UNMATCHED_AS_NULL);
foreach ($m as $t) {
    foreach (['num', 'id', 'str', 'op'] as $k) {
        if ($t[$k] !== null) { echo "$k:{$t[$k]}\n"; }
    }
}
--EXPECT--
id:x
op:=
num:12
op:+
id:foo
op:(
num:3
op:,
str:"s"
op:)
