--TEST--
preg_match refilling $matches with named groups of varying count keeps the next append index right
--FILE--
<?php
$re = '~\G(?:(?<ws>\s+)|(?<num>\d+)|(?<id>[a-z]+)(?<tail>!)?|(?<op>[-+]))~';
$text = "ab 12+cd! -7 x";
$pos = 0;
while ($pos < strlen($text) && preg_match($re, $text, $m, 0, $pos)) {
    echo json_encode($m), "\n";
    $pos += strlen($m[0]);
    // The refilled array takes appends at the right next index.
    $m[] = "appended";
    echo json_encode(array_slice($m, -2, 2, true)), " ", count($m), "\n";
}
// The same array refilled after being grown and trimmed by matches of
// different group counts, with the unmatched-as-null and offset shapes.
foreach (["12", "ab!", " ", "-", "cd"] as $s) {
    preg_match($re, $s, $m, PREG_UNMATCHED_AS_NULL);
    echo json_encode($m), "\n";
    preg_match($re, $s, $m, PREG_OFFSET_CAPTURE);
    echo json_encode($m), "\n";
}
--EXPECT--
{"0":"ab","ws":"","1":"","num":"","2":"","id":"ab","3":"ab"}
{"3":"ab","4":"appended"} 8
{"0":" ","ws":" ","1":" "}
{"1":" ","2":"appended"} 4
{"0":"12","ws":"","1":"","num":"12","2":"12"}
{"2":"12","3":"appended"} 6
{"0":"+","ws":"","1":"","num":"","2":"","id":"","3":"","tail":"","4":"","op":"+","5":"+"}
{"5":"+","6":"appended"} 12
{"0":"cd!","ws":"","1":"","num":"","2":"","id":"cd","3":"cd","tail":"!","4":"!"}
{"4":"!","5":"appended"} 10
{"0":" ","ws":" ","1":" "}
{"1":" ","2":"appended"} 4
{"0":"-","ws":"","1":"","num":"","2":"","id":"","3":"","tail":"","4":"","op":"-","5":"-"}
{"5":"-","6":"appended"} 12
{"0":"7","ws":"","1":"","num":"7","2":"7"}
{"2":"7","3":"appended"} 6
{"0":" ","ws":" ","1":" "}
{"1":" ","2":"appended"} 4
{"0":"x","ws":"","1":"","num":"","2":"","id":"x","3":"x"}
{"3":"x","4":"appended"} 8
{"0":"12","ws":null,"1":null,"num":"12","2":"12","id":null,"3":null,"tail":null,"4":null,"op":null,"5":null}
{"0":["12",0],"ws":["",-1],"1":["",-1],"num":["12",0],"2":["12",0]}
{"0":"ab!","ws":null,"1":null,"num":null,"2":null,"id":"ab","3":"ab","tail":"!","4":"!","op":null,"5":null}
{"0":["ab!",0],"ws":["",-1],"1":["",-1],"num":["",-1],"2":["",-1],"id":["ab",0],"3":["ab",0],"tail":["!",2],"4":["!",2]}
{"0":" ","ws":" ","1":" ","num":null,"2":null,"id":null,"3":null,"tail":null,"4":null,"op":null,"5":null}
{"0":[" ",0],"ws":[" ",0],"1":[" ",0]}
{"0":"-","ws":null,"1":null,"num":null,"2":null,"id":null,"3":null,"tail":null,"4":null,"op":"-","5":"-"}
{"0":["-",0],"ws":["",-1],"1":["",-1],"num":["",-1],"2":["",-1],"id":["",-1],"3":["",-1],"tail":["",-1],"4":["",-1],"op":["-",0],"5":["-",0]}
{"0":"cd","ws":null,"1":null,"num":null,"2":null,"id":"cd","3":"cd","tail":null,"4":null,"op":null,"5":null}
{"0":["cd",0],"ws":["",-1],"1":["",-1],"num":["",-1],"2":["",-1],"id":["cd",0],"3":["cd",0]}
