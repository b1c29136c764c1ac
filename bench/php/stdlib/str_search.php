<?php
// str_search: searches and rewrites a 280 KB text of pseudo-random words:
// strpos loops (every occurrence of a needle), a word scanner built on
// strpos + substr, str_replace with arrays, substr_count, stripos and
// str_contains. Prints counts and lengths. $argv[1] overrides the rounds.
// @small 1
$rounds = (int)($argv[1] ?? 140);
$words = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta",
    "iota", "kappa", "lambda", "mu", "Omicron", "sigma", "Upsilon", "omega"];
$x = 42;
$buf = [];
for ($i = 0; $i < 40000; $i++) {
    $x = ($x * 1103515245 + 12345) & 0x7fffffff;
    $buf[] = $words[($x >> 8) % 16];
}
$text = implode(" ", $buf);
$sum = 0;
$rep = "";
for ($r = 0; $r < $rounds; $r++) {
    // every occurrence of a short needle
    $n = 0;
    $pos = 0;
    while (($pos = strpos($text, "eta", $pos)) !== false) {
        $n++;
        $pos++;
    }
    // split into words by hand
    $off = 0;
    $len = 0;
    $long = 0;
    while (($sp = strpos($text, " ", $off)) !== false) {
        $w = substr($text, $off, $sp - $off);
        $len += strlen($w);
        if (str_contains($w, "silo")) {
            $long++;
        }
        $off = $sp + 1;
    }
    $rep = str_replace(["alpha", "beta", "gamma", "mu"], ["A", "BB", "GGGG", "micro"], $text);
    $ci = 0;
    $pos = 0;
    while (($pos = stripos($rep, "omicron", $pos)) !== false) {
        $ci++;
        $pos += 7;
    }
    $sum += $n + $len + $long + strlen($rep) + substr_count($rep, "GGGG") + $ci + $r;
}
echo "str_search ", $rounds, " ", $sum, " ", strlen($rep), " ", substr($rep, 1000, 30), "\n";
