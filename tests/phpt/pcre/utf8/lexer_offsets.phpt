--TEST--
a lexer loop with \G and offsets over a UTF-8 subject
--FILE--
<?php
$src = str_repeat("héllo wörld 12 + (x) ", 20);
$pos = 0; $kinds = [];
while ($pos < strlen($src)) {
    if (!preg_match('/\G(?:(\s+)|(\p{L}+)|(\d+)|([+()]))/u', $src, $m, PREG_UNMATCHED_AS_NULL, $pos)) { echo "fail at $pos\n"; break; }
    $k = $m[1] !== null ? 's' : ($m[2] !== null ? 'w' : ($m[3] !== null ? 'd' : 'o'));
    $kinds[$k] = ($kinds[$k] ?? 0) + 1;
    $pos += strlen($m[0]);
}
var_dump($pos, $kinds);
--EXPECT--
int(460)
array(4) {
  ["w"]=>
  int(60)
  ["s"]=>
  int(100)
  ["d"]=>
  int(20)
  ["o"]=>
  int(60)
}
