<?php
// preg_tokenize: builds a ~300 KB text of generated code-like lines, then
// each round tokenises it three ways: preg_match_all over the whole text,
// preg_split on whitespace and punctuation (with DELIM_CAPTURE and
// NO_EMPTY), and a lexer loop of preg_match with an offset and the
// anchored \G form, one alternation with named groups. Prints token counts
// and a checksum. $argv[1] overrides the rounds.
// @small 1
$rounds = (int)($argv[1] ?? 8);
$idents = ["foo", "barBaz", "_tmp", "count", "value2", "alpha", "omega", "x", "result", "items"];
$ops = ["+", "-", "*", "/", "==", "!=", "<=", ">=", "&&", "||", "=", "."];
$x = 7;
$lines = [];
for ($i = 0; $i < 9000; $i++) {
    $x = ($x * 1103515245 + 12345) & 0x7fffffff;
    $a = $idents[$x % 10];
    $b = $idents[($x >> 4) % 10];
    $op = $ops[($x >> 8) % 12];
    $n = ($x >> 12) % 10000;
    switch ($i % 4) {
        case 0: $lines[] = "\$$a = \$$b $op $n;  // step $i"; break;
        case 1: $lines[] = "if (\$$a $op \"str $b\") { \$$b = $n.5e2; }"; break;
        case 2: $lines[] = "$a(\$$b, 0x" . dechex($n) . ", '$a-$b');"; break;
        default: $lines[] = "return \$" . $a . "[" . $n . "] $op $b::CONST_$n;"; break;
    }
}
$text = implode("\n", $lines) . "\n";
$lexer = '~\G(?:(?<ws>\s+)|(?<comment>//[^\n]*)|(?<var>\$[A-Za-z_]\w*)'
    . '|(?<num>0x[0-9a-fA-F]+|\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)'
    . '|(?<str>"(?:[^"\\\\]|\\\\.)*"|\'(?:[^\'\\\\]|\\\\.)*\')'
    . '|(?<id>[A-Za-z_]\w*)|(?<op>==|!=|<=|>=|&&|\|\||::|[-+*/=.<>!])'
    . '|(?<punct>[()\[\]{};,]))~';
$sum = 0;
for ($r = 0; $r < $rounds; $r++) {
    // 1. preg_match_all, words and numbers with offsets
    $n1 = preg_match_all('/[A-Za-z_]\w*|\d+/', $text, $m);
    $sum += $n1 + strlen($m[0][$n1 - 1]);
    $n2 = preg_match_all('/\$(\w+)\s*([-+*\/=.!<>&|]{1,2})/', $text, $m2, PREG_SET_ORDER);
    foreach ($m2 as $mm) {
        $sum += strlen($mm[1]) + strlen($mm[2]);
    }
    $n3 = preg_match_all('/"[^"]*"|\'[^\']*\'/', $text, $m3, PREG_OFFSET_CAPTURE);
    $sum += $n2 + $n3 + $m3[0][$n3 - 1][1];
    // 2. preg_split
    $parts = preg_split('/\s+/', $text, -1, PREG_SPLIT_NO_EMPTY);
    $sum += count($parts);
    $parts = preg_split('/([()\[\]{};,])/', $text, -1, PREG_SPLIT_DELIM_CAPTURE | PREG_SPLIT_NO_EMPTY);
    $sum += count($parts);
    foreach (preg_split('/\n/', $text) as $line) {
        $sum += strlen($line) & 7;
    }
    // 3. lexer loop with \G and an offset
    $pos = 0;
    $len = strlen($text);
    $counts = [];
    while ($pos < $len) {
        if (!preg_match($lexer, $text, $mt, 0, $pos)) {
            echo "lex error at $pos\n";
            break;
        }
        foreach (['ws', 'comment', 'var', 'num', 'str', 'id', 'op', 'punct'] as $k) {
            if (isset($mt[$k]) && $mt[$k] !== '') {
                $counts[$k] = ($counts[$k] ?? 0) + 1;
                break;
            }
        }
        $pos += strlen($mt[0]);
    }
    ksort($counts);
    foreach ($counts as $k => $c) {
        $sum += $c * strlen($k);
    }
    // 4. anchored lexer with the A modifier (no named groups)
    $pos = 0;
    $tok = 0;
    while ($pos < $len && preg_match('/\s*(?:[A-Za-z_$][\w]*|\d[\w.]*|"[^"]*"|\'[^\']*\'|\/\/[^\n]*|[^\s\w])/A', $text, $ma, 0, $pos)) {
        $pos += strlen($ma[0]);
        $tok++;
    }
    $sum += $tok + $pos;
}
echo json_encode($counts), "\n";
echo strlen($text), " ", $sum, "\n";
